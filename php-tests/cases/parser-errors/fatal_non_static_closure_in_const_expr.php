<?php
const F = function () {};
