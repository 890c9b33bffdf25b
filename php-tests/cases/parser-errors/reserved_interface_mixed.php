<?php
interface mixed {}
