<?php
a:
a:
