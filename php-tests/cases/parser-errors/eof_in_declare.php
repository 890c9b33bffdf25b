<?php
declare(strict_types=
