<?php
#[Attr(1,
