<?php
goto if;
