<?php
ini_set("memory_limit", "2G");
// json round trip of a large nested document, compact and pretty printed.
mt_srand(3);
$doc = ["meta" => ["version" => 2, "generated" => "2024-01-01T00:00:00Z"], "items" => []];
for ($i = 0; $i < 100000; $i++) {
    $doc["items"][] = [
        "id" => $i,
        "name" => "item \"$i\" / é",
        "price" => mt_rand(0, 100000) / 100,
        "tags" => ["t" . ($i % 7), "t" . ($i % 11)],
        "active" => $i % 3 == 0,
        "parent" => $i % 5 == 0 ? null : $i - 1,
        "attrs" => ["w" => $i % 13, "h" => $i % 17, "unit" => "cm"],
    ];
}
$j = json_encode($doc);
$back = json_decode($j, true);
$pretty = json_encode($back, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
$obj = json_decode($pretty);
$again = json_encode($obj);
echo strlen($j), " ", strlen($pretty), " ", crc32($j), " ", crc32($pretty), " ", $again === $j ? "same" : "differs", "\n";
echo $obj->items[4242]->name, " ", $back["items"][99999]["price"], "\n";
