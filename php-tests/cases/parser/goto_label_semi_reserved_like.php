<?php
a: b: c:
goto a;
