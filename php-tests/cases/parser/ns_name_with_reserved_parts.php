<?php
namespace Foo\Class\Interface;

function list_() {}
