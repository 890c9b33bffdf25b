<?php
interface A {}
interface B {}
interface C extends A, B, \Countable {}
