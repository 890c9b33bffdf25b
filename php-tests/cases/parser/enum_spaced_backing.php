<?php
enum E : string { case X = 'x'; }
