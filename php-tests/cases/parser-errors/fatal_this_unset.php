<?php
class C { function m() { unset($this); } }
