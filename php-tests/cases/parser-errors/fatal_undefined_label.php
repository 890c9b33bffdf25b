<?php
goto nowhere;
