<?php
for ($t = -1; $t <= 23; $t++) {
    echo $t, " ", image_type_to_mime_type($t), " ", var_export(image_type_to_extension($t), true),
        " ", var_export(image_type_to_extension($t, false), true), "\n";
}
var_dump(IMAGETYPE_GIF, IMAGETYPE_JPEG2000, IMAGETYPE_WEBP, IMAGETYPE_COUNT, IMAGETYPE_UNKNOWN);

$gif = "GIF89a" . pack('v2', 300, 20) . "\xf7\x00\x00";
$gif87 = "GIF87a" . pack('v2', 2, 1) . "\x00\x00\x00";
$png = "\x89PNG\r\n\x1a\n" . pack('N', 13) . "IHDR" . pack('N2', 640, 480) . "\x08\x06\x00\x00\x00";
$sof = "\xFF\xC0" . pack('n', 17) . "\x08" . pack('n2', 120, 160) . "\x03" . str_repeat("\x01\x11\x00", 3);
$jpeg = "\xFF\xD8" . "\xFF\xE0" . pack('n', 16) . "JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00"
    . "\xFF\xE1" . pack('n', 6) . "Exif" . "\xFF\xE1" . pack('n', 4) . "no"
    . "\xFF\xFE" . pack('n', 5) . "hey" . $sof . "\xFF\xDA" . pack('n', 2) . "\xFF\xD9";
$junk_jpeg = "\xFF\xD8\xFF\xE0" . pack('n', 4) . "ab" . "xyz" . $sof . "\xFF\xD9";
$bmp = "BM" . pack('V', 70) . "\0\0\0\0" . pack('V', 54) . pack('V', 40) . pack('V', 33) . pack('V', -44 & 0xffffffff) . pack('v2', 1, 24) . str_repeat("\0", 24);
$bmp_core = "BM" . pack('V', 70) . "\0\0\0\0" . pack('V', 26) . pack('V', 12) . pack('v4', 5, 6, 1, 8) . str_repeat("\0", 8);
$bmp_bad = "BM" . pack('V', 70) . "\0\0\0\0" . pack('V', 26) . pack('V', 99) . str_repeat("\0", 12);
$psd = "8BPS\x00\x01" . str_repeat("\0", 6) . "\x00\x03" . pack('N2', 77, 88) . "\x00\x08\x00\x03";
$webp_lossy = "RIFF" . pack('V', 30) . "WEBPVP8 " . pack('V', 18) . "\x00\x00\x00\x9d\x01\x2a" . pack('v2', 101, 202) . "\0\0";
$webp_ll = "RIFF" . pack('V', 30) . "WEBPVP8L" . pack('V', 10) . "\x2f" . "\x09\xc0\x02\x00" . str_repeat("\0", 10);
$webp_x = "RIFF" . pack('V', 30) . "WEBPVP8X" . pack('V', 10) . "\0\0\0\0" . "\x1f\x01\x00" . "\x0f\x02\x00" . "\0\0";
$riff_other = "RIFF" . pack('V', 30) . "WAVEfmt " . str_repeat("\0", 20);
$ico = "\0\0\1\0" . pack('v', 2) . "\x10\x10\0\0\1\0\x04\0" . str_repeat("\0", 8) . "\x00\x00\0\0\1\0\x20\0" . str_repeat("\0", 8);
$tiff_ii = "II\x2a\x00" . pack('V', 8) . pack('v', 2) . pack('vvVV', 0x100, 3, 1, 55) . pack('vvVV', 0x101, 4, 1, 66) . "\0\0\0\0";
$tiff_mm = "MM\x00\x2a" . pack('N', 8) . pack('n', 2) . pack('nnNN', 0x100, 4, 1, 12) . pack('nnN', 0x101, 3, 1) . pack('n', 34) . "\0\0" . "\0\0\0\0";
$swf = "FWS\x09" . pack('V', 100) . "\x78\x00\x05\x5f\x00\x00\x0f\xa0\x00" . str_repeat("\0", 24);
$wbmp = "\x00\x00\x81\x10\x20" . str_repeat("\xff", 10);
$xbm = "#define test_width 17\n#define test_height 9\nstatic unsigned char test_bits[] = {0};\n";
$iff = "FORM" . pack('N', 40) . "ILBM" . "ANNO" . pack('N', 3) . "abc\0" . "BMHD" . pack('N', 20) . pack('n2', 320, 200) . "\0\0\0\0\x05" . str_repeat("\0", 11);
$jpc = "\xFF\x4F\xFF\x51" . pack('n2', 41, 0) . pack('N2', 9, 7) . str_repeat("\0", 24) . pack('n', 2) . "\x07\x01\x01\x0b\x01\x01";
$jp2 = "\x00\x00\x00\x0cjP  \x0d\x0a\x87\x0a" . pack('N', 20) . "ftypjp2 " . str_repeat("\0", 8) . pack('N', 0) . "jp2c" . $jpc;
$cases = compact('gif', 'gif87', 'png', 'jpeg', 'junk_jpeg', 'bmp', 'bmp_core', 'bmp_bad', 'psd', 'webp_lossy',
    'webp_ll', 'webp_x', 'riff_other', 'ico', 'tiff_ii', 'tiff_mm', 'swf', 'wbmp', 'xbm', 'iff', 'jpc', 'jp2');
$cases += [
    'text' => "just some text that is long enough",
    'short' => "ab",
    'empty' => "",
    'png_ascii' => "\x89PNG\n\x1a\n" . str_repeat("\0", 20),
    'png_short' => "\x89PNG",
    'truncated_gif' => "GIF89a\x01",
    'jpc_bad' => "\xFF\x4F\xFF\x52" . str_repeat("\0", 40),
    'jp2_empty' => "\x00\x00\x00\x0cjP  \x0d\x0a\x87\x0a" . pack('N', 0) . "ftyp",
    'nul' => "a\0bcd",
];
foreach ($cases as $name => $data) {
    echo "-- $name\n";
    $info = ['stale'];
    var_dump(getimagesizefromstring($data, $info));
    var_dump($info);
}
$r = getimagesize('data://application/octet-stream;base64,' . base64_encode($png), $info);
var_dump($r, $info);
var_dump(getimagesize('data://application/octet-stream;base64,' . base64_encode($jpeg)));
try { getimagesize("a\0b"); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(@getimagesize(__DIR__ . '/no-such-image.png'));
