<?php
ini_set("html_errors", "1");
throw new Exception("a <b> & \"c\" \xE9 ok");
