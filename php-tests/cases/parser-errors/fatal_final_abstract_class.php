<?php
final abstract class A {}
