<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(mb_get_info());
foreach (['all', 'ALL', 'internal_encoding', 'http_input', 'http_output', 'http_output_conv_mimetypes', 'mail_charset', 'mail_header_encoding', 'mail_body_encoding', 'illegal_chars', 'encoding_translation', 'language', 'detect_order', 'substitute_character', 'strict_detection', 'Language'] as $k) { echo $k, ': '; t(fn() => mb_get_info($k)); }
t(fn() => mb_get_info('bogus'));
mb_internal_encoding('ISO-8859-1'); mb_substitute_character('none'); mb_language('uni'); mb_detect_order(['ASCII', 'UTF-8']);
var_dump(mb_get_info());
mb_substitute_character(0x3f); var_dump(mb_get_info('substitute_character'));
mb_substitute_character('long'); var_dump(mb_get_info('substitute_character'));
mb_language('Japanese'); var_dump(mb_get_info('mail_charset'), mb_get_info('mail_header_encoding'), mb_get_info('mail_body_encoding'));
mb_language('English'); var_dump(mb_get_info('mail_charset'), mb_get_info('mail_header_encoding'), mb_get_info('mail_body_encoding'), mb_get_info('language'));
