<?php
$o = new final class {};
