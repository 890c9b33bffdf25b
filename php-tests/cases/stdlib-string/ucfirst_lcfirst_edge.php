<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(ucfirst("123abc"), ucfirst(" abc"), ucfirst("élan"), lcfirst("ABC"), ucfirst("a"), lcfirst("Z"), ucwords("o'neil mc-donald", " -"), ucwords("  two  spaces"));
