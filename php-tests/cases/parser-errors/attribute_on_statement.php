<?php
#[Attr]
echo 1;
