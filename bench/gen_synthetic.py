#!/usr/bin/env python3
"""Write a large, valid PHP file with varied constructs (unique names, so php -l compiles it)."""
import sys

def unit(i: int) -> str:
    return f'''
namespace Bench{i % 7} {{
interface Shape{i} {{ public function area(): float; }}
#[\\Attribute]
final class Circle{i} implements Shape{i} {{
    private const PI = 3.14159;
    public function __construct(private readonly float $r = {i}.5, public ?array $tags = null) {{}}
    public function area(): float {{ return self::PI * $this->r ** 2; }}
    public function describe(string $prefix = "c"): string {{
        $parts = ['a' => 1, 'b' => [1, 2, 3], 'c' => fn($x) => $x * {i} + 1];
        foreach ($parts as $key => $value) {{
            if (is_array($value) && count($value) > 2) {{
                $prefix .= "{{$key}}:" . implode(',', $value) . ";";
            }} elseif ($value instanceof \\Closure) {{
                $prefix .= $value({i}) <=> 3 ? 'x' : 'y';
            }} else {{
                $prefix = sprintf('%s-%d', $prefix, $value ?? 0);
            }}
        }}
        $text = <<<EOT
            Circle {{$this->r}} with $prefix and {{$parts['a']}}
            EOT;
        return match (true) {{
            $this->r > 10 => strtoupper($text),
            $this->r < 0, $this->r === 0.0 => throw new \\RuntimeException("negative {i}"),
            default => $text,
        }};
    }}
    public static function make(int ...$sizes): array {{
        $out = [];
        for ($n = 0, $m = count($sizes); $n < $m; $n++) {{
            $out[] = new static((float) $sizes[$n]);
        }}
        try {{
            $total = array_sum(array_map(static fn(self $c): float => $c->area(), $out));
        }} catch (\\TypeError | \\ValueError $e) {{
            $total = -1;
        }} finally {{
            $total ??= 0;
        }}
        return [$total, ...$out];
    }}
}}
function helper{i}(int|string $a, &$b = null): ?string {{
    static $calls = 0;
    $calls++;
    $b = $a . '_' . $calls;
    while ($calls > 100 && $calls % 2 === 0) {{ $calls >>= 1; }}
    switch ($a) {{ case 1: return null; case 'x': break; default: $b .= "!"; }}
    return $b;
}}
}}
'''

def main() -> None:
    target_mb = float(sys.argv[1]) if len(sys.argv) > 1 else 8.0
    out = ["<?php\n"]
    size, i = 0, 0
    while size < target_mb * 1024 * 1024:
        chunk = unit(i)
        out.append(chunk)
        size += len(chunk)
        i += 1
    sys.stdout.write("".join(out))

if __name__ == "__main__":
    main()
