<?php
echo `ls
