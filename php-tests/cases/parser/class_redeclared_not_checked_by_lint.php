<?php
class A {}
class A {}
