<?php
namespace Lib {
    const X = 1;
}

namespace {
    echo \Lib\X;
}
