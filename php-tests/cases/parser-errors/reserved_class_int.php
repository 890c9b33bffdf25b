<?php
class int {}
