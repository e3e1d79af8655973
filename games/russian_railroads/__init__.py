"""Ruské železnice / Russian Railroads (Ohley, Orgler; Hans im Glück 2013): rules, data and AI."""
