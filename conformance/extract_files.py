#!/usr/bin/env python3
"""Write the FILE section of every phpt test under CORPUS into OUT as .php files (for benchmarks).

    python3 conformance/extract_files.py corpus OUT
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from parse_agreement import extract  # noqa: E402


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    files = extract(Path(sys.argv[1]), Path(sys.argv[2]))
    print(f"{len(files)} files written to {sys.argv[2]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
