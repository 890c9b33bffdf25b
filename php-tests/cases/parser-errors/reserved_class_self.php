<?php
class self {}
