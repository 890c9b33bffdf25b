<?php
namespace Foo\namespace;
