<?php
class C { function m() { $this = 1; } }
