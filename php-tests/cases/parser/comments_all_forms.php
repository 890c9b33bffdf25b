<?php
// line comment
# hash comment
/* block comment */
/** doc comment */
/*
 * multi-line
 */
echo 1; // trailing
echo 2; # trailing hash
echo /* inline */ 3;
