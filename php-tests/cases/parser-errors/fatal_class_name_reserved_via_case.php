<?php
class NULL {}
