<?php
echo 1;
namespace A;
