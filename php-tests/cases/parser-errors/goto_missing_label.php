<?php
goto ;
