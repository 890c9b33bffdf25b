<?php
namespace X;
use F;
