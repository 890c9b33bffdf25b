<?php
class Array {}
