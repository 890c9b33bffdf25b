<?php
__HALT_COMPILER();
