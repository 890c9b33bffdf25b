<?php
const A;
