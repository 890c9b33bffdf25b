<?php
#[Deprecated]
const OLD = 1;
