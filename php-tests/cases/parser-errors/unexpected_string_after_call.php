<?php
foo() 'bar';
