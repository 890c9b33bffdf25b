<?php
var_dump(fmod(10, 3), fmod(-10, 3), fmod(10.5, 3), fmod(1, 0), fmod(0, 0), fmod(5.7, 1.3), fmod(INF, 2), fmod(2, INF));
var_dump(fdiv(1, 0), fdiv(-1, 0), fdiv(0, 0), fdiv(10, 4), fdiv(INF, INF), fdiv(1, -0.0));
