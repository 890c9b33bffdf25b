<?php
function list() {}
