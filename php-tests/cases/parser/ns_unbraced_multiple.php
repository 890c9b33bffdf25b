<?php
namespace A;
function f() { return 1; }

namespace B;
function f() { return 2; }
