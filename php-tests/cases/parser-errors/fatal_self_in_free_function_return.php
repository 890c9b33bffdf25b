<?php
function f(): ?self {}
