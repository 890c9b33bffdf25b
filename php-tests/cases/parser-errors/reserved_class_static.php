<?php
class static {}
