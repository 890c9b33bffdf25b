<?php
function f(): void|int {}
