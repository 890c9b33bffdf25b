<?php
class A {}
if (true) { class A {} }
