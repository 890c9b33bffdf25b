<?php
class A extends
