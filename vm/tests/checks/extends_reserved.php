<?php
class A extends static {}
