<?php
enum string {}
