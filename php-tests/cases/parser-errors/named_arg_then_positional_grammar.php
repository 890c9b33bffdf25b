<?php
f(a: );
