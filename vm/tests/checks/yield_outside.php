<?php
yield 1;
