<?php
break;
